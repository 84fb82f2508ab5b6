import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { usePhotoSource } from './use-photo-source.js';
import type { PhotoOutcome } from '../model/scan-capture.types.js';

/** Scan a Book: Take Photo, and Upload Image (web) or Choose from Library (app). A barcode the camera read live hands over its ISBN. */
export function ScanBookPanel({
  readerName,
  onImages,
  onIsbn,
}: {
  readerName: string;
  onImages: (dataUrls: string[]) => void;
  onIsbn: (isbn: string) => void;
}) {
  const { source, element } = usePhotoSource();

  const handle = async (pick: () => Promise<PhotoOutcome>) => {
    const outcome = await pick();
    if (outcome.kind === 'photos') onImages(outcome.dataUrls);
    else if (outcome.kind === 'isbn') onIsbn(outcome.isbn);
    else if (outcome.kind === 'failed') notifications.show({ color: 'red', title: outcome.title, message: outcome.message });
    // cancelled: silent
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">Photograph the front cover, or the barcode on the back. We find the book and check it for {readerName}.</Text>
      <Button size="xl" leftSection={<IconCamera size={26} aria-hidden="true" />} onClick={() => void handle(source.takePhoto)}>
        Take Photo
      </Button>
      <Button size="xl" variant="light" leftSection={<IconPhoto size={26} aria-hidden="true" />} onClick={() => void handle(source.chooseFromLibrary)}>
        {source.native ? 'Choose from Library' : 'Upload Image'}
      </Button>
      {!source.native && (
        <Text fz="sm" c="dimmed">
          You can pick several photos at once.
        </Text>
      )}
      {element}
    </Stack>
  );
}
