/** A minimal typed event channel. */
export interface Emitter<T> {
  /** Calls every listener with `value`; a listener that throws does not stop the others. */
  emit(value: T): void;
  /** Adds a listener; returns its remove function. */
  on(listener: (value: T) => void): () => void;
}

/**
 * Creates an {@link Emitter}. Listener errors go to `onError` (default: rethrown later, so they
 * surface without breaking the emit loop).
 *
 * @example
 * const resync = createEmitter<void>();
 * const off = resync.on(() => reload());
 * resync.emit();
 */
export function createEmitter<T>(onError: (error: unknown) => void = (error) => void Promise.reject(error)): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value) {
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          onError(error);
        }
      }
    },
    on(listener) {
      const wrapped = (value: T) => listener(value);
      listeners.add(wrapped);
      return () => void listeners.delete(wrapped);
    },
  };
}
