/**
 * Pinned globals for the stories of every widget's variants (`globals` of a story): the 390 px
 * viewport, the dark preset and English. The toolbar offers the same values for any story.
 */
export const MOBILE_390 = { viewport: { value: 'mobile390', isRotated: false } };
export const DARK = { theme: 'dark' };
export const ENGLISH = { locale: 'en' };
