import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '@parley/theme-brands';
import { GeneratedImages } from './generated-images';

function renderImages(uri: string) {
  return render(
    <BrandProvider>
      <GeneratedImages images={[{ uri, title: 'Quarterly chart' }]} />
    </BrandProvider>,
  );
}

describe('GeneratedImages', () => {
  it('shows an image from our own origin, loaded lazily', () => {
    renderImages('/api/internal/generatedImages/c-1/s-1/key/chart.png');
    const image = screen.getByRole('img', { name: 'Quarterly chart' });
    expect(image).toHaveAttribute(
      'src',
      `${window.location.origin}/api/internal/generatedImages/c-1/s-1/key/chart.png`,
    );
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('never loads an image from another origin, and names it instead', () => {
    const { container } = renderImages('https://tracker.example/pixel.png');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Quarterly chart')).toBeInTheDocument();
  });

  it("replaces an image that fails to load with chat-spec section 8's blob message", async () => {
    // jsdom's own origin has no server: asking for the file again fails as a whole.
    renderImages('/api/internal/generatedImages/c-1/s-1/key/gone.png');
    fireEvent.error(screen.getByRole('img', { name: 'Quarterly chart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Quarterly chart: Error fetching object URL',
    );
  });
});
