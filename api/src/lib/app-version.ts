import apiPackage from '../../package.json' with { type: 'json' };

/** This build's version (the API's package.json), recorded in backups and in the store's schema record. */
export const APP_VERSION: string = apiPackage.version;
