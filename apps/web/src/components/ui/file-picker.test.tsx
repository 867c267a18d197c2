import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n.ts';
import { FilePicker } from './file-picker.tsx';

afterEach(() => activateLanguage('en'));

function ArchiveField() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <span id="archive-label">Archive (.zip)</span>
      <FilePicker
        id="archive"
        labelledBy="archive-label"
        accept=".zip"
        fileName={file?.name ?? null}
        onChoose={(chosen) => setFile(chosen ?? null)}
      />
    </>
  );
}

describe('the file picker', () => {
  it('is named by its field, says what is chosen, and speaks the page’s language rather than the browser’s', async () => {
    render(<ArchiveField />);
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Archive (.zip)'), new File(['zip'], 'gym-export.zip'));
    expect(screen.getByText('gym-export.zip')).toBeInTheDocument();
    await act(() => activateLanguage('es'));
    expect(screen.getByText('Elegir un archivo')).toBeInTheDocument();
  });
});
