/** Types of the data modules the name skeleton reads (src/lib/shared/name-skeleton.ts); the packages ship none. */
declare module 'opencc-js/dict/TSCharacters' {
  /** `traditional simplified` pairs separated by `|`. */
  const pairs: string;
  export default pairs;
}
