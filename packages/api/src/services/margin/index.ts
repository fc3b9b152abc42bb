/**
 * The face of the margin domain (issue 52, point 6): the costs and floors staff keep. Its reads across domains are
 * queries/marginFloor.ts; its other files are its own.
 */
export { writeGoodsCost, writeMarginFloor } from './write';
