/**
 * A company logo, or the company's initial on a neutral tile when it has none. The image's alt
 * text names the company; the initial is decorative because the name is printed beside it.
 */
export function CompanyLogo({ name, src, large = false, className = '' }: { name: string; src: string | null | undefined; large?: boolean; className?: string }) {
  const classes = ['jb-logo', large ? 'jb-logo--large' : '', className].filter(Boolean).join(' ');
  if (src) return <img className={classes} src={src} alt={`Logo ${name}`} loading="lazy" decoding="async" width={56} height={56} />;
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className={`${classes} jb-logo--placeholder`} aria-hidden="true">
      {initial}
    </span>
  );
}
