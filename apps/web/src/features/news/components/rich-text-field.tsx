import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { RichTextEditorLabels } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readCspNonce } from '../../../lib/csp-nonce';

type TRichTextFieldProps = {
  label: string;
  description?: string;
  /** The text's language (`lang` of the editable area). */
  lang: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
};

/** The toolbar's buttons named in the page's language (Mantine's defaults are English). */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('newsAdmin.editor.bold'),
      italicControlLabel: t('newsAdmin.editor.italic'),
      underlineControlLabel: t('newsAdmin.editor.underline'),
      strikeControlLabel: t('newsAdmin.editor.strike'),
      clearFormattingControlLabel: t('newsAdmin.editor.clearFormatting'),
      h2ControlLabel: t('newsAdmin.editor.h2'),
      h3ControlLabel: t('newsAdmin.editor.h3'),
      bulletListControlLabel: t('newsAdmin.editor.bulletList'),
      orderedListControlLabel: t('newsAdmin.editor.orderedList'),
      blockquoteControlLabel: t('newsAdmin.editor.blockquote'),
      linkControlLabel: t('newsAdmin.editor.link'),
      unlinkControlLabel: t('newsAdmin.editor.unlink'),
      undoControlLabel: t('newsAdmin.editor.undo'),
      redoControlLabel: t('newsAdmin.editor.redo'),
      linkEditorInputLabel: t('newsAdmin.editor.linkUrl'),
      linkEditorInputPlaceholder: 'https://',
      linkEditorExternalLink: t('newsAdmin.editor.linkExternal'),
      linkEditorInternalLink: t('newsAdmin.editor.linkInternal'),
      linkEditorSave: t('newsAdmin.editor.linkSave'),
    }),
    [t],
  );
}

/**
 * An article's body in Tiptap (through @mantine/tiptap): headings, bold, italic, lists, quotes and
 * links, as HTML the server sanitizes when it stores it. The toolbar's buttons are labelled and
 * reached by Tab; the editing area is a named multi-line textbox.
 */
export function RichTextField({ label, description, lang, value, onChange, error }: TRichTextFieldProps) {
  const labels = useEditorLabels();
  const labelId = useId();
  const descriptionId = useId();
  // The editable area is a named, described multi-line textbox in the text's language.
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-invalid': error ? 'true' : 'false',
    ...(description ? { 'aria-describedby': descriptionId } : {}),
    lang,
  };
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    // Tiptap's own base styles go in a <style> element: it carries the page's CSP nonce.
    injectNonce: readCspNonce(),
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const attributesKey = JSON.stringify(attributes);

  // A value set from outside (the saved article arriving, a reset) replaces the document.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  return (
    <Input.Wrapper
      labelElement="div"
      label={label}
      labelProps={{ id: labelId }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
    >
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
