/**
 * A page's CSV export (issue 17 "export CSV per chart and per page"): every chart of a dashboard tab registers its
 * table (ChartPanel does it; other tables call useExportTable), and the page's export button downloads them all as
 * one CSV, each under its title, in the order they appeared on the page (csvOfSections).
 *
 * The tables live in a registry object, not in React state: registering does not render anything again, so a page
 * that builds its tables on every render cannot loop. Only the button listens, for whether there is anything to
 * export. The frame may put the button beside the provider rather than inside it: a button outside every provider
 * exports the page shown, the provider mounted last.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { csvOfSections, type ChartTable } from '../../../domain/chartTable.ts';
import { Button } from '../../../ui/Button.tsx';
import { downloadCsv } from './download.ts';

interface ExportSection {
  title: string;
  table: ChartTable;
}

type Listener = () => void;

/** The tables of one page, in order of first registration. */
export class ExportRegistry {
  private readonly entries = new Map<string, ExportSection | null>();
  private readonly listeners = new Set<Listener>();
  private filled = false;

  /** Sets the table of `id` (null: nothing to export now, its place is kept). */
  set(id: string, entry: ExportSection | null): void {
    this.entries.set(id, entry);
    this.changed();
  }

  remove(id: string): void {
    this.entries.delete(id);
    this.changed();
  }

  sections(): ExportSection[] {
    return [...this.entries.values()].filter((entry): entry is ExportSection => entry !== null);
  }

  /** Whether there is a table to export. */
  readonly hasTables = (): boolean => this.filled;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    const filled = this.sections().length > 0;
    if (filled === this.filled) return;
    this.filled = filled;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The providers mounted, oldest first: a button outside any provider exports the last. */
const mounted: ExportRegistry[] = [];
const mountedListeners = new Set<Listener>();
const shownRegistry = (): ExportRegistry | null => mounted[mounted.length - 1] ?? null;
const subscribeShown = (listener: Listener) => {
  mountedListeners.add(listener);
  return () => mountedListeners.delete(listener);
};
const mountedChanged = () => {
  for (const listener of [...mountedListeners]) listener();
};

const RegistryContext = createContext<ExportRegistry | null>(null);

/** Around a page's content (the dashboard frame wraps each tab): collects the tables of its charts. */
export function PageExportProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new ExportRegistry());
  useEffect(() => {
    mounted.push(registry);
    mountedChanged();
    return () => {
      const index = mounted.lastIndexOf(registry);
      if (index >= 0) mounted.splice(index, 1);
      mountedChanged();
    };
  }, [registry]);
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/**
 * Adds `table` under `title` to the page's CSV export while the calling component is mounted (null: nothing to
 * export now). Outside a PageExportProvider it does nothing.
 */
export function useExportTable(title: string, table: ChartTable | null): void {
  const registry = useContext(RegistryContext);
  const id = useId();
  // Registered first with the component, so the page's order is the order of mounting, then kept up to date.
  useEffect(() => {
    if (!registry) return;
    return () => registry.remove(id);
  }, [registry, id]);
  useEffect(() => {
    registry?.set(id, table ? { title, table } : null);
  }, [registry, id, title, table]);
}

const noTables = () => false;
const noSubscription = () => () => undefined;

/** "Export page as CSV": every table the page registered, in one CSV file `${fileName}.csv`. */
export function PageExportButton({
  fileName,
  label = 'Export page as CSV',
}: {
  fileName: string;
  label?: string;
}) {
  const own = useContext(RegistryContext);
  const shown = useSyncExternalStore(subscribeShown, shownRegistry, shownRegistry);
  const registry = own ?? shown;
  const hasTables = useSyncExternalStore(
    registry?.subscribe ?? noSubscription,
    registry?.hasTables ?? noTables,
    noTables,
  );
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={!hasTables}
      onClick={() => {
        if (registry) downloadCsv(csvOfSections(registry.sections()), fileName);
      }}
    >
      {label}
    </Button>
  );
}
