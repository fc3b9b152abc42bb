/**
 * The generated demo: drawn pictures (art), the demo catalogue (catalogue, catalogueData) and the
 * /media route that serves the pictures. Nothing in the production layers depends on it except the
 * first-start seed and the app mounting /media.
 */
export { seedCatalogue, generateGoods, type SeedCatalogueOptions } from './catalogue';
export { registerMedia } from './media';
