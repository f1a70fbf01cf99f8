import type { ReactNode } from 'react';
import type { TFormAnswers, TFormDefinition, TFormField, TGroupRow } from '@docapply/rules';

/** What a site's upload widget gets for one `file` field. The value is the uploaded file's id. */
export type TRenderFileProps = {
  field: TFormField;
  /** The answer's path: 'name' or 'group.0.field'. */
  name: string;
  /** In a group: the row's answers (which licence this copy is for); undefined at the top level. */
  row?: TGroupRow;
  value: string;
  onChange: (fileId: string) => void;
  error?: string;
  disabled?: boolean;
  /** True in AnswersView: show the document, offer no upload or removal. */
  isReadOnly?: boolean;
};

export type TRenderFile = (props: TRenderFileProps) => ReactNode;

export type TFormRendererProps = {
  definition: TFormDefinition;
  /** Render this section only (e.g. one step of the application); all sections otherwise. */
  sectionKey?: string;
  answers: TFormAnswers;
  /** Receives the whole new answers object after each change. */
  onChange: (answers: TFormAnswers) => void;
  /** Messages by path ('name' or 'group.0.field'), e.g. validateAnswers' fieldErrors or the server's. */
  errors?: Record<string, string>;
  /** Show every field's own message without waiting for a blur, e.g. after a submit attempt. */
  touched?: boolean;
  disabled?: boolean;
  renderFile?: TRenderFile;
  /** Where "terms and conditions" in a checkbox label links to. */
  termsUrl?: string;
};

/** Props shared by every item below the renderer; all stable between keystrokes. */
export type TItemContext = {
  touched: boolean;
  disabled: boolean;
  renderFile?: TRenderFile;
  termsUrl?: string;
  onFieldChange: (path: string, value: string) => void;
};
