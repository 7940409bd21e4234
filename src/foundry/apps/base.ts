// Shared pieces of the ApplicationV2 shells: the Handlebars base class (built at call time, since
// it only exists once Foundry has loaded) and the template paths inside the module folder.
import { MODULE_ID } from "../constants";
import { type AppBase, bases } from "../shim";

export function templatePath(file: string): string {
  return `modules/${MODULE_ID}/templates/${file}`;
}

/** HandlebarsApplicationMixin(ApplicationV2), from foundry.applications.api. */
export function handlebarsApp(): new (options?: object) => AppBase {
  const { ApplicationV2, HandlebarsApplicationMixin } = bases();
  return HandlebarsApplicationMixin(ApplicationV2);
}
