import { useOnlineStatus } from '../hooks/use-online-status';

export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    // The live region stays mounted so the change is announced when the connection drops.
    <div className="offline-banner-region" role="status" aria-live="polite">
      {!online && <p className="offline-banner">You are currently offline. Some features may be limited.</p>}
    </div>
  );
}
