import { MSG_NO_CONNECTION, MSG_REQUEST_TIMEOUT } from '@jobhub/sdk';
import { defineWidgetTexts } from '../widget-text-group';

/**
 * The SDK's own error texts (a `NetworkError`'s Vietnamese `userMessage`), shared by every widget, so
 * that they follow the widgets' language like the rest (`useErrorText`). The Vietnamese ones are
 * the SDK's constants, already in every bundle with its HTTP client.
 */
export const ERROR_TEXTS = defineWidgetTexts('errors', {
  noConnection: MSG_NO_CONNECTION,
  requestTimeout: MSG_REQUEST_TIMEOUT,
});
