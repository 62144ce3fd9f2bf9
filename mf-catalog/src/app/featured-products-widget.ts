// `catalog/featured-products`: the first home widget, kept so that a shell built before
// `new-arrivals` and `finder-form` existed still shows something current: the new arrivals.
export { Widget } from './new-arrivals-widget';
