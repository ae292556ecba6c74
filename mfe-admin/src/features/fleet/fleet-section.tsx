import { Badge, Button, EmptyState, Skeleton } from '@bbt/shared/ui';
import { type ReactNode, useState } from 'react';

import { useAsync } from '../../lib/use-async';
import { FleetConfirmDialog, type FleetConfirmation } from './fleet-confirm';
import { fleetChangeMessage } from './fleet-errors';
import adminStyles from '../../lib/admin.module.css';
import styles from './fleet.module.css';

/** What every fleet list (vehicles, drivers) knows of its rows. */
export interface FleetRow {
  id: string;
  active: boolean;
}

/** Active rows first, then by `nameOf`. */
export const activeFirstBy =
  <T extends FleetRow>(nameOf: (row: T) => string) =>
  (a: T, b: T): number => {
    if (a.active !== b.active) return a.active ? -1 : 1;
    return nameOf(a).localeCompare(nameOf(b));
  };

/** A fleet list loaded once, sorted, and changed in place after a change the server confirmed. */
export function useFleetRows<T extends FleetRow>(
  load: () => Promise<T[]>,
  key: string,
  failureMessage: string,
  compare: (a: T, b: T) => number,
) {
  const list = useAsync(load, key, failureMessage);
  const { setData } = list;
  return {
    rows: list.data ? [...list.data].sort(compare) : null,
    /** The first load has answered (rows, or a failure already told). */
    settled: list.data !== null || !list.loading,
    /** Replaces the row with the same id, or adds it. */
    put: (saved: T) =>
      setData((current) =>
        current
          ? current.some((row) => row.id === saved.id)
            ? current.map((row) => (row.id === saved.id ? saved : row))
            : [...current, saved]
          : current,
      ),
    /** Merges changed columns into the row with this id. */
    patch: (id: string, changes: Partial<T>) =>
      setData(
        (current) =>
          current?.map((row) => (row.id === id ? { ...row, ...changes } : row)) ?? current,
      ),
    remove: (id: string) =>
      setData((current) => current?.filter((row) => row.id !== id) ?? current),
  };
}

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

function RowActions({
  name,
  active,
  onEdit,
  onConfirm,
  more,
}: {
  name: string;
  active: boolean;
  onEdit: () => void;
  onConfirm: (kind: FleetConfirmation['kind']) => void;
  /** Shown between Edit and (De)activate. */
  more?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {more}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onConfirm(active ? 'deactivate' : 'reactivate')}
        aria-label={`${active ? 'Deactivate' : 'Reactivate'} ${name}`}
      >
        {active ? 'Deactivate' : 'Reactivate'}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onConfirm('delete')}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </div>
  );
}

/**
 * The frame of a fleet list: heading with its count and Add button, a skeleton while loading, an
 * empty state, a table (cards on a phone) with each row's actions for admins, the confirm dialog
 * of (de)activate and delete, and the list's own dialogs (`children`).
 */
export function FleetSection<T extends FleetRow>({
  what,
  title,
  addLabel,
  emptyTitle,
  skeletonLines,
  canChange,
  rows,
  nameOf,
  columns,
  cells,
  card,
  moreActions,
  onAdd,
  onEdit,
  act,
  children,
}: {
  what: 'vehicle' | 'driver';
  title: string;
  addLabel: string;
  emptyTitle: string;
  skeletonLines: number;
  canChange: boolean;
  rows: readonly T[] | null;
  /** How the row is named in its buttons and confirmations. */
  nameOf: (row: T) => string;
  /** The table's column headings (the Actions column is added for admins). */
  columns: readonly string[];
  /** The table row's cells, its row heading first. */
  cells: (row: T) => ReactNode;
  /** A phone card's head and facts. */
  card: (row: T) => ReactNode;
  moreActions?: (row: T) => ReactNode;
  onAdd: () => void;
  onEdit: (row: T) => void;
  act: (confirmation: FleetConfirmation) => Promise<void>;
  children?: ReactNode;
}) {
  const [pending, setPending] = useState<FleetConfirmation | null>(null);
  const titleId = `fleet-${what}s-title`;

  const actions = (row: T) => (
    <RowActions
      name={nameOf(row)}
      active={row.active}
      onEdit={() => onEdit(row)}
      onConfirm={(kind) => setPending({ kind, id: row.id, name: nameOf(row) })}
      more={moreActions?.(row)}
    />
  );

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
          {rows ? ` (${rows.length})` : ''}
        </h2>
        {canChange && <Button onClick={onAdd}>{addLabel}</Button>}
      </div>
      {!rows ? (
        <Skeleton lines={skeletonLines} />
      ) : rows.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <>
          <div className={`${adminStyles.tableWrap} ${styles.wide}`}>
            <table className={`${adminStyles.table} ${styles.table}`}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                  {canChange && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className={row.active ? undefined : styles.inactive}>
                    {cells(row)}
                    {canChange && <td>{actions(row)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={`${styles.cards} ${styles.narrow}`} aria-label={title}>
            {rows.map((row) => (
              <li key={row.id} className={`${styles.card} ${row.active ? '' : styles.inactive}`}>
                {card(row)}
                {canChange && actions(row)}
              </li>
            ))}
          </ul>
        </>
      )}
      {canChange && (
        <>
          {children}
          <FleetConfirmDialog
            pending={pending}
            onClose={() => setPending(null)}
            act={act}
            failure={(error) => fleetChangeMessage(error, what).message}
          />
        </>
      )}
    </section>
  );
}
