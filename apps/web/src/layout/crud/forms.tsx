import {
  Form as ReactAdminForm,
  SimpleForm as ReactAdminSimpleForm,
  type FormProps,
  type SimpleFormProps,
} from 'react-admin';

/*
 * The app's forms: react-admin's, checked in one voice, the app's. `noValidate` keeps the browser's own bubbles
 * ("Value must be less than or equal to 18.") from covering the contract's message, whatever `min`, `max`,
 * `required` or `type` the inputs carry for the keyboard and the screen reader. ESLint sends every form here.
 */

export function Form(props: FormProps) {
  return <ReactAdminForm {...props} noValidate />;
}

export function SimpleForm(props: SimpleFormProps) {
  return <ReactAdminSimpleForm {...props} noValidate />;
}
