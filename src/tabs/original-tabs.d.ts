// The id src/tabs/plugin.ts resolves to Starlight's own Tabs component (see src/tabs/Tabs.astro).
declare module 'starlight-original-tabs' {
  const Tabs: (props: { syncKey?: string }) => unknown;
  export default Tabs;
}
