declare module "*.hbs" {
  const text: string;
  export default text;
}
