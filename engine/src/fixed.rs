//! `Fixed<T, N>`: a vector of at most `N` small `Copy` items stored inline, so a
//! `GameState` is copied without a heap allocation (docs/performance.md, "Engine speed").
//! It offers the `Vec` methods the rules use (`push`, `insert`, `remove`, `retain`,
//! `extend`, `drain`, and the slice methods through `Deref`) and serializes exactly as a
//! `Vec` (a JSON list).
//!
//! Each capacity is the number of such pieces in the whole game (120 cards, 12 Plot
//! markers, 26 lingering markers), so a legal game never fills one. An item added to a full
//! list is not stored but never lost silently: the list remembers it ([`overflowed`]) and
//! the executor refuses the step that did it with an error, changing nothing; a saved list
//! longer than the capacity is a load error.
//!
//! [`overflowed`]: Fixed::overflowed

use std::fmt;
use std::ops::{Deref, DerefMut, RangeBounds};

use serde::de::{Deserialize, Deserializer, SeqAccess, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::decision::{MapPlot, Plot};
use crate::types::{CardId, Marker};

/// An item storable in a [`Fixed`]: `EMPTY` fills the unused slots.
pub trait Slot: Copy {
    const EMPTY: Self;
}

/// Not `Copy` in general (so `.clone()` on a hand or a pile reads as it did on a `Vec`),
/// but a clone is a flat copy.
pub struct Fixed<T: Slot, const N: usize> {
    len: u8,
    /// An item was added while the list was full (it is not stored).
    overflowed: bool,
    items: [T; N],
}

impl<T: Slot, const N: usize> Clone for Fixed<T, N> {
    fn clone(&self) -> Self {
        Fixed {
            len: self.len,
            overflowed: self.overflowed,
            items: self.items,
        }
    }
}

// A map space's Plots and markers are `Copy`, so the 38 spaces are copied as one block of
// memory (the checkpoint copy made for every answer).
impl Copy for Fixed<MapPlot, 12> {}
impl Copy for Fixed<Marker, 26> {}

impl<T: Slot, const N: usize> Fixed<T, N> {
    pub const CAPACITY: usize = N;

    pub const fn new() -> Self {
        Fixed {
            len: 0,
            overflowed: false,
            items: [T::EMPTY; N],
        }
    }
    pub fn as_slice(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.items[..usize::from(self.len)]
    }
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn is_full(&self) -> bool {
        self.len() >= N
    }
    /// Append. When full (never in a legal game: see the module note) the item is not
    /// stored and the list is marked [`overflowed`](Self::overflowed).
    pub fn push(&mut self, item: T) {
        match self.items.get_mut(usize::from(self.len)) {
            Some(slot) => {
                *slot = item;
                self.len += 1;
            }
            None => self.overflowed = true,
        }
    }
    /// Was an item added while the list was full? (The executor refuses such a step.)
    pub fn overflowed(&self) -> bool {
        self.overflowed
    }
    /// Append, or give the item back when full.
    pub fn try_push(&mut self, item: T) -> Result<(), T> {
        if self.is_full() {
            return Err(item);
        }
        self.push(item);
        Ok(())
    }
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.items[usize::from(self.len)])
    }
    /// Insert at `index`, shifting the rest right (like `Vec::insert`; when full, not
    /// stored and marked [`overflowed`](Self::overflowed)).
    pub fn insert(&mut self, index: usize, item: T) {
        let len = self.len();
        if len >= N {
            self.overflowed = true;
            return;
        }
        assert!(index <= len, "insertion index {index} beyond length {len}");
        self.items.copy_within(index..len, index + 1);
        self.items[index] = item;
        self.len += 1;
    }
    /// Remove and return the item at `index`, shifting the rest left (like `Vec::remove`).
    pub fn remove(&mut self, index: usize) -> T {
        let len = self.len();
        let item = self.as_slice()[index];
        self.items.copy_within(index + 1..len, index);
        self.len -= 1;
        item
    }
    pub fn swap_remove(&mut self, index: usize) -> T {
        let last = self.len() - 1;
        self.as_mut_slice().swap(index, last);
        self.remove(last)
    }
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for index in 0..self.len() {
            let item = self.items[index];
            if keep(&item) {
                self.items[kept] = item;
                kept += 1;
            }
        }
        self.len = kept as u8;
    }
    pub fn clear(&mut self) {
        self.len = 0;
    }
    pub fn truncate(&mut self, len: usize) {
        if len < self.len() {
            self.len = len as u8;
        }
    }
    pub fn extend_from_slice(&mut self, items: &[T]) {
        for item in items {
            self.push(*item);
        }
    }
    /// Move all of `other` to the end (like `Vec::append`).
    pub fn append(&mut self, other: &mut Vec<T>) {
        self.extend(other.drain(..));
    }
    /// Remove a range and return its items in order (like `Vec::drain`).
    pub fn drain(&mut self, range: impl RangeBounds<usize>) -> std::vec::IntoIter<T> {
        use std::ops::Bound;
        let len = self.len();
        let start = match range.start_bound() {
            Bound::Included(s) => *s,
            Bound::Excluded(s) => s + 1,
            Bound::Unbounded => 0,
        };
        let end = match range.end_bound() {
            Bound::Included(e) => e + 1,
            Bound::Excluded(e) => *e,
            Bound::Unbounded => len,
        };
        let taken = self.as_slice()[start..end].to_vec();
        self.items.copy_within(end..len, start);
        self.len -= (end - start) as u8;
        taken.into_iter()
    }
    pub fn to_vec(&self) -> Vec<T> {
        self.as_slice().to_vec()
    }
}

impl<T: Slot, const N: usize> Default for Fixed<T, N> {
    fn default() -> Self {
        Fixed::new()
    }
}

impl<T: Slot, const N: usize> Deref for Fixed<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Slot, const N: usize> DerefMut for Fixed<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T: Slot + fmt::Debug, const N: usize> fmt::Debug for Fixed<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Slot + PartialEq, const N: usize> PartialEq for Fixed<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}
impl<T: Slot + Eq, const N: usize> Eq for Fixed<T, N> {}

impl<T: Slot + PartialEq, const N: usize> PartialEq<Vec<T>> for Fixed<T, N> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}
impl<T: Slot + PartialEq, const N: usize> PartialEq<Fixed<T, N>> for Vec<T> {
    fn eq(&self, other: &Fixed<T, N>) -> bool {
        self.as_slice() == other.as_slice()
    }
}
impl<T: Slot + PartialEq, const N: usize> PartialEq<[T]> for Fixed<T, N> {
    fn eq(&self, other: &[T]) -> bool {
        self.as_slice() == other
    }
}
impl<T: Slot + PartialEq, const N: usize, const K: usize> PartialEq<[T; K]> for Fixed<T, N> {
    fn eq(&self, other: &[T; K]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Slot, const N: usize> Extend<T> for Fixed<T, N> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for item in iter {
            self.push(item);
        }
    }
}
impl<'a, T: Slot + 'a, const N: usize> Extend<&'a T> for Fixed<T, N> {
    fn extend<I: IntoIterator<Item = &'a T>>(&mut self, iter: I) {
        for item in iter {
            self.push(*item);
        }
    }
}

impl<T: Slot, const N: usize> FromIterator<T> for Fixed<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut fixed = Fixed::new();
        fixed.extend(iter);
        fixed
    }
}

impl<T: Slot, const N: usize> From<Vec<T>> for Fixed<T, N> {
    fn from(items: Vec<T>) -> Self {
        items.into_iter().collect()
    }
}
impl<T: Slot, const N: usize> From<&[T]> for Fixed<T, N> {
    fn from(items: &[T]) -> Self {
        items.iter().copied().collect()
    }
}
impl<T: Slot, const N: usize, const K: usize> From<[T; K]> for Fixed<T, N> {
    fn from(items: [T; K]) -> Self {
        items.into_iter().collect()
    }
}
impl<T: Slot, const N: usize> From<Fixed<T, N>> for Vec<T> {
    fn from(items: Fixed<T, N>) -> Self {
        items.to_vec()
    }
}

/// Owning iterator.
pub struct IntoIter<T: Slot, const N: usize> {
    items: Fixed<T, N>,
    next: usize,
}

impl<T: Slot, const N: usize> Iterator for IntoIter<T, N> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        let item = self.items.as_slice().get(self.next).copied();
        self.next += 1;
        item
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.items.len().saturating_sub(self.next);
        (left, Some(left))
    }
}
impl<T: Slot, const N: usize> ExactSizeIterator for IntoIter<T, N> {}
impl<T: Slot, const N: usize> DoubleEndedIterator for IntoIter<T, N> {
    fn next_back(&mut self) -> Option<T> {
        if self.next >= self.items.len() {
            return None;
        }
        self.items.pop()
    }
}

impl<T: Slot, const N: usize> IntoIterator for Fixed<T, N> {
    type Item = T;
    type IntoIter = IntoIter<T, N>;
    fn into_iter(self) -> IntoIter<T, N> {
        IntoIter {
            items: self,
            next: 0,
        }
    }
}
impl<'a, T: Slot, const N: usize> IntoIterator for &'a Fixed<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}
impl<'a, T: Slot, const N: usize> IntoIterator for &'a mut Fixed<T, N> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

/// JSON: a list, exactly as a `Vec`.
impl<T: Slot + Serialize, const N: usize> Serialize for Fixed<T, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de, T: Slot + Deserialize<'de>, const N: usize> Deserialize<'de> for Fixed<T, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Items<T, const N: usize>(std::marker::PhantomData<T>);
        impl<'de, T: Slot + Deserialize<'de>, const N: usize> Visitor<'de> for Items<T, N> {
            type Value = Fixed<T, N>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a list of at most {N} items")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut fixed = Fixed::new();
                while let Some(item) = seq.next_element()? {
                    fixed.try_push(item).map_err(|_| {
                        serde::de::Error::custom(format!("more than {N} items in a list"))
                    })?;
                }
                Ok(fixed)
            }
        }
        deserializer.deserialize_seq(Items::<T, N>(std::marker::PhantomData))
    }
}

// The engine's items.
impl Slot for CardId {
    const EMPTY: CardId = CardId::FIRST;
}
impl Slot for Marker {
    const EMPTY: Marker = Marker::Ctr;
}
impl Slot for MapPlot {
    const EMPTY: MapPlot = MapPlot {
        plot: Plot::One,
        face_up: false,
        backlash: false,
    };
}
impl Slot for Plot {
    const EMPTY: Plot = Plot::One;
}
#[cfg(test)]
mod tests {
    use super::*;

    impl Slot for u8 {
        const EMPTY: u8 = 0;
    }

    #[test]
    fn behaves_like_a_vec() {
        let mut f: Fixed<u8, 5> = Fixed::new();
        let mut v: Vec<u8> = Vec::new();
        for n in 1..=4 {
            f.push(n);
            v.push(n);
        }
        f.insert(0, 9);
        v.insert(0, 9);
        assert_eq!(f, v);
        assert!(!f.overflowed());
        f.push(7); // full: not stored, but remembered
        assert_eq!(f.len(), 5);
        assert!(f.overflowed());
        assert_eq!(f.remove(1), v.remove(1));
        f.retain(|n| *n != 3);
        v.retain(|n| *n != 3);
        assert_eq!(f, v);
        let a: Vec<u8> = f.drain(..2).collect();
        let b: Vec<u8> = v.drain(..2).collect();
        assert_eq!(a, b);
        assert_eq!(f, v);
        assert_eq!(
            serde_json::to_string(&f).ok(),
            serde_json::to_string(&v).ok()
        );
        let long: Result<Fixed<u8, 2>, _> = serde_json::from_str("[1,2,3]");
        assert!(long.is_err());
        let back: Fixed<u8, 5> = serde_json::from_str("[1,2,3]").unwrap_or_default();
        assert_eq!(back.into_iter().rev().collect::<Vec<_>>(), vec![3, 2, 1]);
    }
}
