/** The events a host page can listen to with `Parley.on(event, handler)`. */
export const widgetEvents = ['ready', 'open', 'close', 'answer-finished'] as const;
export type WidgetEvent = (typeof widgetEvents)[number];
export type WidgetEventHandler = () => void;

function isWidgetEvent(name: string): name is WidgetEvent {
  return (widgetEvents as readonly string[]).includes(name);
}

/** A tiny event hub: a failing host handler is reported and does not stop the others. */
export function createWidgetEvents(report: (message: string, error: unknown) => void) {
  const handlers = new Map<WidgetEvent, Set<WidgetEventHandler>>();
  return {
    on(event: string, handler: WidgetEventHandler): () => void {
      if (!isWidgetEvent(event)) {
        throw new TypeError(
          `Parley.on: unknown event "${event}"; expected one of ${widgetEvents.join(', ')}.`,
        );
      }
      if (typeof handler !== 'function') {
        throw new TypeError(`Parley.on: the handler of "${event}" must be a function.`);
      }
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => set.delete(handler);
    },
    emit(event: WidgetEvent): void {
      for (const handler of handlers.get(event) ?? []) {
        try {
          handler();
        } catch (error) {
          report(`Parley: a "${event}" handler failed.`, error);
        }
      }
    },
  };
}
