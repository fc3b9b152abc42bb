/** While the server reads the cart: the page's shape, and the words for screen readers. */
export function CartLoading() {
  const block = 'animate-pulse rounded-[4px] bg-surface-muted';
  return (
    <div className="space-y-6" aria-busy="true">
      <h1 className="font-display text-[36px] leading-tight text-ink">Inquiry Cart</h1>
      <p role="status" className="text-[14px] text-ink-muted">Loading your cart…</p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]" aria-hidden="true">
        <div className="space-y-4">
          <div className={`${block} h-12`} />
          <div className={`${block} h-48`} />
          <div className={`${block} h-48`} />
        </div>
        <div className={`${block} h-72`} />
      </div>
    </div>
  );
}
