import type { Operation } from '../api/core/common';
import OperationsFollower from '../components/operations/operations-follower';
import { ScopeOperations } from '../components/operations/scope-operations';
import { useTrackOperation } from '../components/operations/use-operations';
import { Button } from '../components/ui/button';

export const followedScope = 'vps:vps_web01';
export const followedServerKey = ['vps', 'detail', 'vps_web01'];

/** A page's view of its operations, with the shell's follower that polls them. */
export function Followed({ scope = followedScope }: { scope?: string }) {
  return (
    <>
      <ScopeOperations scope={scope} />
      <OperationsFollower />
    </>
  );
}

/** A "Start" button that tracks `operation` as web-01's forced stop, as the power section does. */
export function Starter({ operation }: { operation: Operation }) {
  const track = useTrackOperation();
  return (
    <>
      <Button
        onClick={() =>
          track({
            operation,
            scope: followedScope,
            href: '/vps/vps_web01',
            title: { en: 'Force stop web-01', sv: 'Tvångsstoppa web-01' },
            invalidate: [followedServerKey],
          })
        }
      >
        Start
      </Button>
      <Followed />
    </>
  );
}
