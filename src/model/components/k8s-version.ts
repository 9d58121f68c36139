// The scenario's Kubernetes version parameter: values `1-31`…`1-36` (step-link tokens carry no dots).
/** Minor version 31…36 of a version value. */
export const minorOf = (version: string): number => Number(String(version).split('-')[1] ?? 31);
export const versionLabel = (version: string): string => String(version).replace('-', '.');
