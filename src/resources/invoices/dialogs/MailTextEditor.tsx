import { useMemo, type ReactNode } from 'react';
import { I18nContext, useI18nProvider, useTranslate, type I18nProvider } from 'react-admin';
import { ClearButtons, DefaultEditorOptions, FormatButtons, LinkButtons, ListButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';

const TIPTAP = 'ra.tiptap.';

/** The editor's toolbar names (`ra.tiptap.*`, English only in ra-input-rich-text) read from this section's catalogue. */
const EditorWords = ({ children }: { children: ReactNode }) => {
  const parent = useI18nProvider();
  const words = useMemo<I18nProvider>(
    () => ({ ...parent, translate: (key, options) => parent.translate(key.startsWith(TIPTAP) ? `invoice_dialogs.editor.${key.slice(TIPTAP.length)}` : key, options) }),
    [parent],
  );
  return <I18nContext.Provider value={words}>{children}</I18nContext.Provider>;
};

/**
 * The override text (issue 18), pre-filled with the default message: what an e-mail needs (bold, italic, lists,
 * links), no images or colours; the server sanitises whatever comes.
 */
export const MailTextEditor = () => {
  const translate = useTranslate();
  const label = translate('invoice_dialogs.mail.text');
  const editorOptions = useMemo(
    () => ({ ...DefaultEditorOptions, editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } } }),
    [label],
  );
  return (
    <EditorWords>
      <RichTextInput
        source="text"
        label={label}
        editorOptions={editorOptions}
        toolbar={
          <RichTextInputToolbar size="small">
            <FormatButtons size="small" />
            <ListButtons size="small" />
            <LinkButtons size="small" />
            <ClearButtons size="small" />
          </RichTextInputToolbar>
        }
      />
    </EditorWords>
  );
};
