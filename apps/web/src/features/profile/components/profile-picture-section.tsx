import { Alert, Button, FileButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TUser } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { ApiError } from '../../../lib/api-client';
import { acceptOf, checkFile, uploadRefusalKey } from '../../../lib/media-files';
import { updateProfilePicture } from '../api/update-profile-picture';
import { CENTRE_CROP, PICTURE_CROP, renderSquarePicture } from '../utils/square-crop';
import type { TSquareCrop } from '../utils/square-crop';
import { PictureCropEditor } from './picture-crop-editor';

type TProfilePictureSectionProps = {
  authServiceUrl: string;
  user: TUser;
  /** The current picture's image URL (null without a picture). */
  pictureUrl: string | null;
  /** Stores an image through the media service and answers its media id. */
  uploadImage: (file: File) => Promise<string>;
  /** Deletes an uploaded image that did not become the picture. */
  discardImage: (mediaId: string) => Promise<void>;
  onSaved: (user: TUser) => void;
};

type TChosenImage = { bitmap: ImageBitmap; crop: TSquareCrop };

/** Side of the shown picture in CSS pixels (its image URL is built for this size). */
export const PROFILE_PICTURE_SIZE = 96;

const MAX_MEGABYTES = Math.floor(PICTURE_CROP.maxFileBytes / (1024 * 1024));
const ACCEPT = acceptOf(['image']);

/** /profile: the user's picture, replaced by a square cut from an image of their choice, or removed. */
export function ProfilePictureSection({
  authServiceUrl,
  user,
  pictureUrl,
  uploadImage,
  discardImage,
  onSaved,
}: TProfilePictureSectionProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [chosen, setChosen] = useState<TChosenImage | null>(null);
  const [isOpening, setIsOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const resetFileInput = useRef<() => void>(null);
  // Saving, cancelling or removing takes away the button that had the focus: it comes back to
  // the choose button, once that is enabled again.
  const chooseButton = useRef<HTMLButtonElement>(null);
  const isFocusOwed = useRef(false);
  const closeEditor = () => {
    setChosen(null);
    isFocusOwed.current = true;
  };

  // A decoded image holds its pixels until closed: closed when replaced, dropped or unmounted.
  const bitmap = chosen?.bitmap;
  useEffect(() => () => bitmap?.close(), [bitmap]);

  const save = useMutation({
    mutationFn: async (image: TChosenImage) => {
      const mediaId = await uploadImage(await renderSquarePicture(image.bitmap, image.crop));
      try {
        return await updateProfilePicture(authServiceUrl, user.userCode, mediaId);
      } catch (error) {
        // Refused by the server (4xx), the upload did not become the picture: it is not left behind.
        // Without an answer (a lost connection), or with a 5xx (a proxy's 502 or 504 says nothing of
        // the outcome), it may have, and is kept.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          discardImage(mediaId).catch((discardError: unknown) =>
            console.warn('[profile] The unused picture upload could not be deleted', discardError),
          );
        }
        throw error;
      }
    },
    onMutate: () => setProblem(null),
    onSuccess: (pictureMediaId) => {
      closeEditor();
      onSaved({ ...user, pictureMediaId });
      showToast({ message: t('profile.picture.saved'), kind: 'success' });
    },
    // Said plainly when the server's refusal is one the user can act on (the daily upload quota).
    onError: (error) => setProblem(t(uploadRefusalKey(error) ?? 'profile.picture.saveError')),
  });
  const remove = useMutation({
    mutationFn: () => updateProfilePicture(authServiceUrl, user.userCode, null),
    onMutate: () => setProblem(null),
    onSuccess: () => {
      isFocusOwed.current = true;
      onSaved({ ...user, pictureMediaId: null });
      showToast({ message: t('profile.picture.removed'), kind: 'success' });
    },
    onError: () => setProblem(t('profile.picture.removeError')),
  });
  const isBusy = isOpening || save.isPending || remove.isPending;
  useEffect(() => {
    if (isFocusOwed.current && !isBusy) {
      isFocusOwed.current = false;
      chooseButton.current?.focus();
    }
  });

  const open = async (file: File | null) => {
    // The same file chosen again after a cancel must still announce a change.
    resetFileInput.current?.();
    if (!file) {
      return;
    }
    setProblem(null);
    // By its type (image/jpg taken for image/jpeg), else by its extension; refused before decoding.
    const refusal = checkFile(file, ['image']);
    if (refusal) {
      setProblem(
        refusal.problem === 'tooLarge'
          ? t('profile.picture.tooLarge', { max: MAX_MEGABYTES })
          : t('profile.picture.notImage'),
      );
      return;
    }
    setIsOpening(true);
    try {
      setChosen({ bitmap: await createImageBitmap(file), crop: CENTRE_CROP });
    } catch {
      setProblem(t('profile.picture.unreadable'));
    } finally {
      setIsOpening(false);
    }
  };

  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('profile.picture.title')}
      </Title>
      {chosen ? (
        <PictureCropEditor
          image={chosen.bitmap}
          crop={chosen.crop}
          onChange={(crop) => setChosen({ ...chosen, crop })}
          disabled={isBusy}
        />
      ) : (
        <Group gap="md">
          <UserAvatar
            firstName={user.firstName}
            lastName={user.lastName}
            pictureUrl={pictureUrl}
            size={PROFILE_PICTURE_SIZE}
            // Initials say nothing the text beside them does not: only a picture is announced.
            alt={pictureUrl ? t('profile.picture.alt', { name: fullName }) : undefined}
          />
          {pictureUrl ? null : <Text c="dimmed">{t('profile.picture.none')}</Text>}
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {t('profile.picture.hint', { max: MAX_MEGABYTES })}
      </Text>
      {isOpening ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('profile.picture.opening')}</Text>
        </Group>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert" maw={480}>
          {problem}
        </Alert>
      ) : null}
      <Group gap="sm">
        <FileButton onChange={(file) => void open(file)} accept={ACCEPT} resetRef={resetFileInput} disabled={isBusy}>
          {(props) => (
            <Button ref={chooseButton} variant={chosen ? 'default' : 'filled'} disabled={isBusy} {...props}>
              {chosen ? t('profile.picture.chooseAnother') : t('profile.picture.choose')}
            </Button>
          )}
        </FileButton>
        {chosen ? (
          <>
            <Button onClick={() => save.mutate(chosen)} loading={save.isPending} disabled={isBusy && !save.isPending}>
              {t('profile.picture.save')}
            </Button>
            <Button variant="subtle" onClick={closeEditor} disabled={save.isPending}>
              {t('profile.picture.cancel')}
            </Button>
          </>
        ) : null}
        {!chosen && user.pictureMediaId ? (
          <Button
            variant="default"
            onClick={() => remove.mutate()}
            loading={remove.isPending}
            disabled={isBusy && !remove.isPending}
          >
            {t('profile.picture.remove')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
