// What other modules (the app) may use of the widgets module.
export { WidgetsModule } from './widgets.module.js';
export { registerWidgetScript } from './widget-script.js';
