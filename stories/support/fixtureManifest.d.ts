// vite.config.ts › fixtureManifest: fixtures/pages/index.json reduced to what stories need
declare module 'virtual:fixture-manifest' {
  const manifest: { file: string; url: string; status: number }[];
  export default manifest;
}
