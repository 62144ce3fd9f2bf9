import { Link } from 'react-router-dom';

/** /about: who we are and what we sell. */
export function AboutPage() {
  return (
    <section className="kit-container kit-page about">
      <h1 className="kit-page__title">About us</h1>
      <p>
        We make and sell tyres for the roads of Bangladesh: motorcycle and scooter tyres, three-wheeler tyres
        for CNG auto-rickshaws, car and light truck tyres, and truck and bus tyres.
      </p>
      <h2>What we stand for</h2>
      <ul>
        <li>Tyres built for monsoon roads, heavy loads and city traffic.</li>
        <li>Honest prices in Taka, shown before you order.</li>
        <li>Delivery to all 64 districts, and a dealer network that keeps growing.</li>
      </ul>
      <p>
        Looking for a size? <Link to="/products">Browse the products</Link>. Want to sell our tyres?{' '}
        <Link to="/dealer">Become a dealer</Link>. Questions? <Link to="/contact">Contact us</Link>.
      </p>
    </section>
  );
}
