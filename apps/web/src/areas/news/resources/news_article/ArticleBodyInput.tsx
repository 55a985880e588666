import Alert from '@mui/material/Alert';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import {
  insertImages,
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonAddTable,
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonImageUpload,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  TableBubbleMenu,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { uploadAttachment } from '../../../../providers/attachmentsApi';
import { HttpError } from '../../../../providers/httpClient';

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
    code: false,
    codeBlock: false,
  }),
  Image,
  TableKit.configure({ table: { resizable: false } }),
  LinkBubbleMenuHandler,
];

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * The article's body in a rich-text editor (mui-tiptap): headings, lists, quotes, links, tables and images. An image
 * pasted or dropped in is uploaded as an attachment (checked and re-encoded by the server) and shown from there; the
 * server sanitises the HTML again when the article is saved (decision 0056).
 */
export function ArticleBodyInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const editorRef = useRef<RichTextEditorRef>(null);
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    setFailure(null);
    setUploading((count) => count + files.length);
    try {
      return await Promise.all(
        files.map(async (file) => {
          const stored = await uploadAttachment(file);
          return { src: stored.url, alt: stored.file_name };
        }),
      );
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { file?: string[] } | null) : null;
      const message = body?.file?.join(' ') ?? (error instanceof Error ? error.message : String(error));
      setFailure(translate('fairway.news.editor.upload_failed', { message }));
      return [];
    } finally {
      setUploading((count) => count - files.length);
    }
  };

  const uploadAndInsert = (files: File[], position?: number) => {
    void upload(files).then((images) => insertImages({ images, editor: editorRef.current?.editor ?? null, position }));
  };

  return (
    <>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {translate('resources.news_article.fields.body')}
      </Typography>
      <RichTextEditor
        ref={editorRef}
        extensions={extensions}
        content={typeof field.value === 'string' ? field.value : ''}
        onUpdate={({ editor }) => field.onChange(editor.isEmpty ? '' : editor.getHTML())}
        immediatelyRender
        editorProps={{
          attributes: { 'aria-label': translate('resources.news_article.fields.body') },
          handlePaste: (_view, event) => {
            const images = Array.from(event.clipboardData?.files ?? []).filter(isImage);
            if (images.length === 0) return false;
            event.preventDefault();
            uploadAndInsert(images);
            return true;
          },
          handleDrop: (view, event) => {
            const images = Array.from(event.dataTransfer?.files ?? []).filter(isImage);
            if (images.length === 0) return false;
            event.preventDefault();
            const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
            uploadAndInsert(images, position);
            return true;
          },
        }}
        renderControls={() => (
          <MenuControlsContainer>
            {/* An underlined select, not an outlined field: the form's fields keep one height (its types omit `variant`,
                which MenuSelect passes on to MUI's Select). */}
            <MenuSelectHeading {...({ variant: 'standard' } as object)} />
            <MenuDivider />
            <MenuButtonBold />
            <MenuButtonItalic />
            <MenuButtonEditLink />
            <MenuDivider />
            <MenuButtonBulletedList />
            <MenuButtonOrderedList />
            <MenuButtonBlockquote />
            <MenuDivider />
            <MenuButtonAddTable />
            <MenuButtonImageUpload
              onUploadFiles={async (files) => upload(files.filter(isImage))}
              tooltipLabel={translate('fairway.image.choose')}
            />
            <MenuDivider />
            <MenuButtonUndo />
            <MenuButtonRedo />
          </MenuControlsContainer>
        )}
        sx={{ mb: 1, '& .ProseMirror': { minHeight: 240 }, '& .ProseMirror img': { maxWidth: '100%' } }}
      >
        {() => (
          <>
            <LinkBubbleMenu />
            <TableBubbleMenu />
          </>
        )}
      </RichTextEditor>
      <FormHelperText sx={{ mb: 2 }}>
        {uploading > 0 ? translate('fairway.news.editor.uploading') : translate('fairway.news.editor.body_hint')}
      </FormHelperText>
      {failure ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
