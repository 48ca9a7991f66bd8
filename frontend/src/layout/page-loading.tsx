/** Shown while a page's code chunk downloads; lazy pages usually arrive in well under a second. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
