/**
 * Why a row's control is off: its own reason, shown beside it; or the id of the one line above
 * the table that says why every change is off (a read-only session, a refused key), so a zone
 * of many rows does not repeat it three times a row.
 */
export type RowBlock = { reason: string } | { tableReasonId: string } | null;

/** The props that disable a control for `block` and point assistive technology to the reason. */
export function blockProps(block: RowBlock, ownReasonId: string) {
  return {
    disabled: block !== null,
    'aria-describedby':
      block === null ? undefined : 'reason' in block ? ownReasonId : block.tableReasonId,
  };
}

export function OwnReason({ block, id }: { block: RowBlock; id: string }) {
  return block && 'reason' in block ? (
    <span id={id} className="muted max-w-40 text-xs">
      {block.reason}
    </span>
  ) : null;
}
