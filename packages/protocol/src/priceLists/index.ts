/** Company price lists (issue 51): resolution, rules, quantity rules and order minimums; pure, both ends. */
export * from './rules';
export * from './resolve';
export * from './quantity';
export * from './minimums';
export * from './desk';
export * from './cartQuantity';
export * from './lineAgreement';
