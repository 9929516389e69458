import { errorMessage, type AsyncState, type Field, type Position } from '@jobhub/sdk';
import { useEffect, useState, type DependencyList } from 'react';
import { JOB_SEARCH_TEXTS } from '../i18n/texts/job-search';
import { useWidgetTexts } from '../i18n/widget-texts';
import type { WidgetClient } from '../widget-client';

function useCatalogueList<T>(load: (() => Promise<T[]>) | null, failed: string, deps: DependencyList): AsyncState<T[]> {
  const [state, setState] = useState<AsyncState<T[]>>({ status: 'idle' });
  useEffect(() => {
    if (!load) {
      setState({ status: 'idle' });
      return;
    }
    // Ignore answers that arrive after the inputs changed or the widget unmounted.
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error, message: errorMessage(error, failed) }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `deps` names what it depends on.
  }, deps);
  return state;
}

/**
 * Loads the fields (ngành nghề) through the SDK catalogue.
 *
 * @param client - the SDK client
 * @example
 * const fields = useFields(client); // fields.status === 'ready' → fields.data
 */
export function useFields(client: WidgetClient): AsyncState<Field[]> {
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  return useCatalogueList(() => client.catalogue.fields(), t.fieldsFailed, [client]);
}

/**
 * Loads the positions of one field; with no field, loads every position when `all` is true and
 * stays idle otherwise.
 *
 * @param client - the SDK client
 * @param fieldId - the chosen field, or null
 * @param all - load every position when no field is chosen
 * @example
 * const positions = usePositions(client, query.field ?? null);
 */
export function usePositions(client: WidgetClient, fieldId: number | null, all = false): AsyncState<Position[]> {
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  const load =
    fieldId !== null ? () => client.catalogue.positions(fieldId) : all ? () => client.catalogue.positions() : null;
  return useCatalogueList(load, t.positionsFailed, [client, fieldId, all]);
}
