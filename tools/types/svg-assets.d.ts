// Webpack emits `.svg` imports as files (`type: 'asset/resource'`) and hands back their URL;
// jest maps them to a string stub (jest.preset.js).
declare module '*.svg' {
  const url: string;
  export default url;
}

// `.svg?inline` imports are data URIs (tools/webpack/svg-data-uri.ts).
declare module '*.svg?inline' {
  const dataUri: string;
  export default dataUri;
}
