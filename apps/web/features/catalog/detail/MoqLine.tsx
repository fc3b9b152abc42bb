/** 'MOQ 120 pcs' beside a goods page's price. */
export function MoqLine({ moq }: { moq: number }) {
  return (
    <p className="text-sm text-ink" data-testid="goods-moq">
      MOQ <strong className="font-semibold">{moq.toLocaleString('en-US')} pcs</strong>
    </p>
  );
}
