/** Asked while the company's answer is on its way: neither the 404 nor the goods yet. */
export function GoodsPageLoading() {
  return <div className="mx-auto h-[60vh] max-w-[1320px] animate-pulse px-5 py-10" role="status" aria-busy="true" aria-label="Loading the product" />;
}
