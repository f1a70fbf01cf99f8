export { FormsPage } from './components/forms-page';
export { FormEditorPage } from './components/form-editor-page';
