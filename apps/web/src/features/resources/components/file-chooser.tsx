import { Button, FileButton } from '@mantine/core';

type TFileChooserProps = {
  accept: string;
  label: string;
  onFiles: (files: File[]) => void;
  isMultiple?: boolean;
  disabled?: boolean;
};

/** A button that opens the file picker (keyboard reachable; the input itself stays hidden). */
export function FileChooser({ accept, label, onFiles, isMultiple = false, disabled }: TFileChooserProps) {
  return (
    <FileButton
      accept={accept}
      multiple={isMultiple}
      onChange={(chosen: File | File[] | null) => {
        const files = chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen];
        if (files.length > 0) {
          onFiles(files);
        }
      }}
    >
      {(props) => (
        <Button {...props} variant="default" disabled={disabled} w="fit-content">
          {label}
        </Button>
      )}
    </FileButton>
  );
}
