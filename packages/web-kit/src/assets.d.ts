// Stylesheets are imported for their side effect; the bundler handles them.
declare module '*.css';
