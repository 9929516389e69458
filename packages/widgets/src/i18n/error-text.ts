import { ERROR_TEXTS } from './texts/errors';
import { useWidgetTexts } from './widget-texts';

/** A failed load or action as the widgets hold it: the SDK's error and the text chosen for it. */
interface Failure {
  error?: unknown;
  message: string;
}

/**
 * How a widget words a failure in the widgets' language: the SDK's errors without a server answer
 * (no connection, timeout) get the dictionary's text, since their `userMessage` is Vietnamese
 * whatever the page; anything else keeps its `message` (the server's own words, or the widget's
 * fallback). Duck-typed like the SDK's `errorMessage`. (An ended session needs no text: the
 * signed-in widgets close and the page hears `jobhub:auth-expired`.)
 *
 * @example
 * const errorText = useErrorText();
 * <p role="alert">{errorText(state)}</p> // state: { status: 'error', error, message }
 */
export function useErrorText(): (failure: Failure) => string {
  const t = useWidgetTexts(ERROR_TEXTS);
  return (failure) => {
    const error = failure.error as { code?: unknown; timedOut?: unknown } | null | undefined;
    return error?.code === 'network' ? (error.timedOut ? t.requestTimeout : t.noConnection) : failure.message;
  };
}
