// The id src/build/markdown/tabs-plugin.ts resolves to Starlight's own Tabs component (see src/site/tabs/Tabs.astro).
declare module 'starlight-original-tabs' {
  const Tabs: (props: { syncKey?: string }) => unknown;
  export default Tabs;
}
