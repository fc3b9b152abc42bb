/** Who a company's new-design decision reaches: every colleague ('its one colleague', 'all 3 colleagues'). */
export const everyColleague = (n: number) => (n === 1 ? 'its one colleague' : `all ${n} colleagues`);
