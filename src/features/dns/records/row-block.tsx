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

/** Whether the control is off for a reason of its own (shown beside it), not the table's. */
export const ownReason = (block: RowBlock): block is { reason: string } =>
  block !== null && 'reason' in block;

export function OwnReason({ block, id }: { block: RowBlock; id: string }) {
  return ownReason(block) ? (
    <span id={id} className="muted max-w-60 text-xs">
      {block.reason}
    </span>
  ) : null;
}
