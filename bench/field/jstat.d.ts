/** The one function of jstat (no types of its own) the bench uses. */
declare module 'jstat' {
  const jStat: {
    /** the regularized incomplete beta function I_x(a, b): the Beta(a, b) distribution's share below x */
    ibeta(x: number, a: number, b: number): number;
  };
  export default jStat;
}
