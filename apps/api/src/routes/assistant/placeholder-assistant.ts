/**
 * The assistant the routes use until the real one is wired in app.ts (`createAssistant(env)` of
 * apps/api/src/assistant, issue 10): it knows nothing, so it always answers NOTHING_FOUND.
 * Replaced at merge; e2e/assistant-journey.e2e.ts skips its grounding check while it is in place.
 */
import { NOTHING_FOUND, type Assistant } from '../../assistant/assistant';

export function createPlaceholderAssistant(): Assistant {
  return {
    async *reply() {
      yield { type: 'text', text: NOTHING_FOUND };
    },
  };
}
