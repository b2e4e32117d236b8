export { formErrorText } from '../lib/form-error';
