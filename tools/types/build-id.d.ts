/**
 * The build id, set by the webpack factory (tools/webpack/create-app-config.js) from PORTAL_BUILD_ID; '' when
 * unset. Remotes put a non-empty one on <html data-build-<family>>.
 */
declare const __PORTAL_BUILD_ID__: string;
